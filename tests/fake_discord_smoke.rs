//! Smoke test of the fake Discord: a minimal poise bot runs against it end to end.

mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use support::fake_discord::{percentile, FakeDiscord, FakeDiscordConfig, ResponseKind};
use tokio::task::JoinHandle;

struct Data;
type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

const WAIT: Duration = Duration::from_secs(5);

/// Replies "pong".
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Posts a lobby with a Join button and a colour select.
#[poise::command(slash_command)]
async fn lobby(ctx: Context<'_>) -> Result<(), Error> {
    let join = serenity::CreateButton::new("join")
        .label("Join")
        .style(serenity::ButtonStyle::Primary);
    let colours = ["red", "green", "blue"].map(|c| serenity::CreateSelectMenuOption::new(c, c));
    let kind = serenity::CreateSelectMenuKind::String {
        options: colours.to_vec(),
    };
    let rows = vec![
        serenity::CreateActionRow::Buttons(vec![join]),
        serenity::CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new("colour", kind)),
    ];
    ctx.send(
        poise::CreateReply::default()
            .content("Lobby open")
            .components(rows),
    )
    .await?;
    Ok(())
}

async fn complete_colour(_ctx: Context<'_>, partial: &str) -> Vec<String> {
    let all = ["red", "green", "blue"];
    all.iter()
        .filter(|c| c.starts_with(partial))
        .map(|c| c.to_string())
        .collect()
}

/// Paints in a colour.
#[poise::command(slash_command)]
async fn paint(
    ctx: Context<'_>,
    #[description = "Colour"]
    #[autocomplete = "complete_colour"]
    colour: String,
) -> Result<(), Error> {
    ctx.say(format!("painted {colour}")).await?;
    Ok(())
}

/// Opens a table thread (deferred, ephemeral confirmation).
#[poise::command(slash_command)]
async fn table(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let builder = serenity::CreateThread::new("table-1").kind(serenity::ChannelType::PublicThread);
    let thread = ctx.channel_id().create_thread(ctx, builder).await?;
    thread.id.say(ctx, "Welcome to the table").await?;
    ctx.say(format!("opened <#{}>", thread.id)).await?;
    Ok(())
}

// serenity's builders refuse content over 2000 characters and embeds over 6000 themselves,
// but not the per-field limits, so this one reaches the fake.
/// Breaks the rules: an embed title of 300 characters.
#[poise::command(slash_command)]
async fn huge(ctx: Context<'_>) -> Result<(), Error> {
    let embed = serenity::CreateEmbed::new().title("x".repeat(300));
    ctx.send(poise::CreateReply::default().embed(embed)).await?;
    Ok(())
}

/// Breaks the rules: answers its interaction twice.
#[poise::command(slash_command)]
async fn twice(ctx: Context<'_>) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    for text in ["one", "two"] {
        let msg = serenity::CreateInteractionResponseMessage::new().content(text);
        let reply = serenity::CreateInteractionResponse::Message(msg);
        app.interaction.create_response(ctx, reply).await?;
    }
    Ok(())
}

/// Breaks the rules: answers after the deadline.
#[poise::command(slash_command)]
async fn sleepy(ctx: Context<'_>) -> Result<(), Error> {
    tokio::time::sleep(Duration::from_millis(1100)).await;
    ctx.say("yawn").await?;
    Ok(())
}

async fn on_event(ctx: &serenity::Context, event: &serenity::FullEvent) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(c),
    } = event
    else {
        return Ok(());
    };
    let message = serenity::CreateInteractionResponseMessage::new();
    let reply = match &c.data.kind {
        serenity::ComponentInteractionDataKind::Button => {
            serenity::CreateInteractionResponse::Message(
                message
                    .content(format!("{} joined", c.user.name))
                    .ephemeral(true),
            )
        }
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            let content = format!("Lobby colour: {}", values[0]);
            serenity::CreateInteractionResponse::UpdateMessage(message.content(content))
        }
        _ => return Ok(()),
    };
    c.create_response(ctx, reply).await?;
    Ok(())
}

/// A running bot: its shard manager (for shutdown) and the client task.
struct Bot {
    shards: Arc<serenity::ShardManager>,
    task: JoinHandle<Result<(), serenity::Error>>,
}

impl Bot {
    /// Starts a poise bot with `commands` pointed at the fake, registering them in the guild.
    async fn start(discord: &FakeDiscord, commands: Vec<poise::Command<Data, Error>>) -> Self {
        let guild_id = serenity::GuildId::new(discord.guild_id());
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands,
                event_handler: |ctx, event, _framework, _data| Box::pin(on_event(ctx, event)),
                ..Default::default()
            })
            .setup(move |ctx, _ready, framework| {
                Box::pin(async move {
                    let commands = &framework.options().commands;
                    poise::builtins::register_in_guild(ctx, commands, guild_id).await?;
                    Ok(Data)
                })
            })
            .build();
        let http = serenity::HttpBuilder::new(discord.token())
            .proxy(discord.api_base())
            .ratelimiter_disabled(true)
            .build();
        let intents = serenity::GatewayIntents::non_privileged();
        let mut client = serenity::ClientBuilder::new_with_http(http, intents)
            .framework(framework)
            .await
            .expect("client builds");
        let shards = Arc::clone(&client.shard_manager);
        let task = tokio::spawn(async move { client.start().await });
        Self { shards, task }
    }

    /// Closes the gateway connection and waits for the client to return.
    async fn stop(self) {
        self.shards.shutdown_all().await;
        let result = tokio::time::timeout(WAIT, self.task).await;
        result
            .expect("client stops")
            .expect("client task")
            .expect("client ends cleanly");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_bot_round_trip() {
    let started = Instant::now();
    let discord = FakeDiscord::start().await;
    let bot = Bot::start(&discord, vec![ping(), lobby(), paint(), table()]).await;
    discord
        .wait_for_commands(&["ping", "lobby", "paint", "table"], WAIT)
        .await;
    let (general, alice, bob) = (discord.channel("general"), discord.user(1), discord.user(2));

    let ping = discord
        .send_slash_command(&alice, general, "ping", json!({}))
        .await;
    let pong = ping.response().await;
    assert_eq!(
        (pong.kind.clone(), pong.content(), pong.ephemeral),
        (ResponseKind::Callback(4), Some("pong"), false)
    );
    assert_eq!(
        discord
            .messages_in(general)
            .last()
            .map(|m| m.content.clone())
            .as_deref(),
        Some("pong")
    );

    let lobby = discord
        .send_slash_command(&alice, general, "lobby", json!({}))
        .await;
    let lobby_msg = discord
        .message(lobby.response().await.message_id.expect("message"))
        .expect("stored");
    assert_eq!(lobby_msg.custom_ids(), ["join", "colour"]);

    let click = discord.click_button(&bob, &lobby_msg, "join").await;
    let joined = click.response().await;
    assert_eq!(
        (joined.content(), joined.ephemeral),
        (Some("player2 joined"), true)
    );
    assert_eq!(
        discord
            .ephemeral_payloads()
            .last()
            .and_then(|p| p["content"].as_str()),
        Some("player2 joined")
    );

    let pick = discord
        .select(&alice, &lobby_msg, "colour", &["green"])
        .await;
    assert_eq!(pick.response().await.callback_type(), Some(7));
    let updated = discord
        .wait_for_message(
            general,
            |m| m.id == lobby_msg.id && m.content.contains("green"),
            WAIT,
        )
        .await;
    assert!(updated.edited_timestamp.is_some());

    let auto = discord
        .send_autocomplete(&alice, general, "paint", json!({"colour": "gr"}), "colour")
        .await;
    let choices = auto.response().await.choices();
    assert_eq!(choices, vec![json!({"name": "green", "value": "green"})]);
    let paint = discord
        .send_slash_command(&alice, general, "paint", json!({"colour": "blue"}))
        .await;
    assert_eq!(paint.response().await.content(), Some("painted blue"));

    let table = discord
        .send_slash_command(&alice, general, "table", json!({}))
        .await;
    assert_eq!(table.response().await.callback_type(), Some(5));
    let thread = discord.wait_for_thread(|t| t.name == "table-1", WAIT).await;
    assert_eq!((thread.parent_id, thread.kind), (Some(general), 11));
    discord
        .wait_for_message(thread.id, |m| m.content == "Welcome to the table", WAIT)
        .await;
    let confirm = table
        .wait_for(WAIT, |r| r.kind == ResponseKind::Followup)
        .await;
    assert!(
        confirm.ephemeral,
        "the followup fills the ephemeral deferral"
    );
    assert_eq!(confirm.message_id, table.responses()[0].message_id);

    let latencies: Vec<Duration> = discord
        .interaction_latencies()
        .iter()
        .map(|l| l.latency)
        .collect();
    assert_eq!(latencies.len(), 7);
    println!(
        "latency p50 {:?} p99 {:?}",
        percentile(&latencies, 50.0),
        percentile(&latencies, 99.0)
    );
    let stats = discord.gateway_stats();
    assert_eq!((stats.identifies, stats.compress_requested), (1, true));
    assert!(discord.rest_calls().iter().all(|c| !c.unknown_route));
    discord.assert_no_violations();

    bot.stop().await;
    assert_eq!(discord.gateway_stats().close_codes, vec![1000]);
    println!("round trip took {:?}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rule_breaking_bot_is_caught() {
    let config = FakeDiscordConfig {
        interaction_deadline: Duration::from_millis(800),
        heartbeat_interval: Duration::from_millis(200),
        ..Default::default()
    };
    let discord = FakeDiscord::start_with(config).await;
    let bot = Bot::start(&discord, vec![huge(), twice(), sleepy()]).await;
    let (general, alice) = (discord.channel("general"), discord.user(1));

    let huge = discord
        .send_slash_command(&alice, general, "huge", json!({}))
        .await;
    let rejected = huge.response().await;
    assert_eq!((rejected.status, rejected.accepted()), (400, false));
    let problems = discord.take_violations();
    assert!(
        problems.iter().any(|v| v
            .problem
            .contains("embeds[0].title: 300 characters (max 256)")),
        "{problems:?}"
    );

    let twice = discord
        .send_slash_command(&alice, general, "twice", json!({}))
        .await;
    twice.wait_for(WAIT, |r| r.status == 400).await;
    let problems = discord.take_violations();
    assert!(
        problems
            .iter()
            .any(|v| v.problem.contains("second initial response")),
        "{problems:?}"
    );

    let sleepy = discord
        .send_slash_command(&alice, general, "sleepy", json!({}))
        .await;
    let late = sleepy.response().await;
    assert_eq!(
        late.status, 404,
        "Discord forgets interactions after the deadline"
    );
    let problems = discord.take_violations();
    assert!(
        problems
            .iter()
            .any(|v| v.problem.contains("no initial response within")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|v| v.problem.contains("initial response after")),
        "{problems:?}"
    );

    // Over ~1.5 s with a 200 ms interval (serenity checks about every 500 ms): heartbeats were
    // ACKed, else serenity would have reconnected.
    let stats = discord.gateway_stats();
    assert!(stats.heartbeats >= 2, "{stats:?}");
    assert_eq!(
        (stats.connections, stats.identifies, stats.resumes),
        (1, 1, 0)
    );
    bot.stop().await;
}

#[tokio::test]
async fn oversized_rest_payload_and_unknown_route_are_violations() {
    let discord = FakeDiscord::start().await;
    let client = reqwest::Client::new();
    let auth = format!("Bot {}", discord.token());
    let url = format!(
        "{}/api/v10/channels/{}/messages",
        discord.api_base(),
        discord.channel("general")
    );
    let response = client
        .post(&url)
        .header("Authorization", &auth)
        .json(&json!({"content": "x".repeat(2001)}))
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.expect("json error");
    assert_eq!(body["code"], 50035);
    assert!(discord.messages_in(discord.channel("general")).is_empty());

    let missing = format!("{}/api/v10/no/such/route", discord.api_base());
    let response = client
        .get(&missing)
        .header("Authorization", &auth)
        .send()
        .await
        .expect("request");
    assert_eq!(response.status(), 404);

    let violations = discord.take_violations();
    assert_eq!(violations.len(), 2, "{violations:?}");
    assert!(violations[0].problem.contains("2001 characters (max 2000)"));
    assert!(violations[1].problem.contains("unknown route"));
    let calls = discord.rest_calls();
    assert_eq!((calls.len(), calls[1].unknown_route), (2, true));
    discord.assert_no_violations();
}

#[tokio::test]
#[should_panic(expected = "Discord rule violation")]
async fn assert_no_violations_panics_with_the_list() {
    let discord = FakeDiscord::start().await;
    let url = format!(
        "{}/api/v10/channels/{}/messages",
        discord.api_base(),
        discord.channel("general")
    );
    let embeds: Vec<Value> = (0..11).map(|i| json!({"title": format!("e{i}")})).collect();
    let _ = reqwest::Client::new()
        .post(&url)
        .header("Authorization", format!("Bot {}", discord.token()))
        .json(&json!({"embeds": embeds}))
        .send()
        .await;
    discord.assert_no_violations();
}

/// serenity silently drops gateway events it cannot deserialize, so check every shape here.
#[test]
fn payloads_deserialize_with_serenity() {
    use support::fake_discord::interactions::{self, Envelope};
    use support::fake_discord::state::World;
    use support::fake_discord::{model, ChannelRecord, FakeUser, MessageRecord};

    fn parse<T: serde::de::DeserializeOwned>(what: &str, v: Value) -> T {
        serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{what}: {e}\n{v:#}"))
    }
    let world = World {
        bot_id: 1001,
        guild_id: 1002,
        bot_role_id: 1003,
        guilds: Vec::new(),
    };
    let config = FakeDiscordConfig::default();
    let channel = |id, kind, parent_id| ChannelRecord {
        id,
        guild_id: if kind == 1 { 0 } else { 1002 },
        kind,
        name: format!("c{id}"),
        parent_id,
        owner_id: parent_id.map(|_| 1001),
        archived: false,
        locked: false,
        auto_archive_minutes: 1440,
        recipient_id: (kind == 1).then_some(FakeUser::new(1).id),
        bot_denied: 0,
        flags: 0,
    };
    let (general, thread, dm) = (
        channel(1004, 0, None),
        channel(1005, 11, Some(1004)),
        channel(1006, 1, None),
    );
    let all = [general.clone(), thread.clone(), dm.clone()];

    let guild: serenity::GuildCreateEvent = parse(
        "guild",
        model::guild_create_json(&world, &config, world.guild_id, all.iter()),
    );
    assert_eq!(
        (guild.guild.channels.len(), guild.guild.threads.len()),
        (1, 1)
    );
    let _: serenity::PartialGuild = parse(
        "partial guild",
        model::partial_guild_json(&world, &config, world.guild_id),
    );
    let _: serenity::CurrentUser = parse("bot", model::bot_user(&world, &config));
    let _: serenity::CurrentApplicationInfo =
        parse("app", model::application_json(&world, &config));
    let _: serenity::GuildChannel = parse("thread", model::channel_json(&world, &thread));
    let _: serenity::PrivateChannel = parse("dm", model::channel_json(&world, &dm));
    let def = json!({"name": "paint", "description": "Paint", "options": [
        {"type": 3, "name": "colour", "description": "Colour", "required": true, "autocomplete": true},
        {"type": 6, "name": "who", "description": "Who"}]});
    let command = model::command_json(&world, &def, 1007, Some(world.guild_id));
    let _: serenity::Command = parse("command", command.clone());

    let row = json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "go"}]});
    let message = MessageRecord {
        id: 1008,
        channel_id: 1004,
        author_id: 1001,
        content: "hi".into(),
        embeds: vec![json!({"title": "t", "fields": [{"name": "n", "value": "v"}]})],
        components: vec![row],
        attachments: vec![],
        flags: 0,
        interaction_id: Some(1009),
        reply_to: None,
        thread_id: None,
        timestamp: model::now(),
        edited_timestamp: None,
        deleted: false,
    };
    let message_json = model::message_json(&world, &config, &message, Some(world.guild_id));
    let _: serenity::Message = parse("message", message_json.clone());

    let user = FakeUser::new(1);
    for (ch, name) in [(&general, "guild"), (&dm, "dm")] {
        let env = Envelope {
            id: 1010,
            token: "t",
            user: &user,
            channel: ch,
        };
        let given = json!({"colour": "red", "who": FakeUser::new(2).id});
        let data = interactions::command_data(&world, &all, &command, &["paint"], &given, None);
        let slash: serenity::Interaction =
            parse(name, interactions::interaction_json(&world, &env, 2, data));
        let slash = slash.command().expect("command interaction");
        assert_eq!(
            (slash.user.id.get(), slash.data.options.len()),
            (user.id, 2)
        );
        assert!(slash
            .data
            .resolved
            .users
            .contains_key(&serenity::UserId::new(FakeUser::new(2).id)));

        let data =
            interactions::command_data(&world, &all, &command, &["paint"], &given, Some("colour"));
        let auto: serenity::Interaction =
            parse(name, interactions::interaction_json(&world, &env, 4, data));
        assert_eq!(
            auto.autocomplete()
                .expect("autocomplete")
                .data
                .autocomplete()
                .expect("focused")
                .value,
            "red"
        );

        let values = ["a".to_owned()];
        for data in [
            interactions::component_data("go", None),
            interactions::component_data("go", Some(&values)),
        ] {
            let mut payload = interactions::interaction_json(&world, &env, 3, data);
            payload["message"] = message_json.clone();
            let click: serenity::Interaction = parse(name, payload);
            assert_eq!(
                click
                    .message_component()
                    .expect("component")
                    .message
                    .id
                    .get(),
                1008
            );
        }
    }
}

/// A raw gateway connection: read HELLO, send IDENTIFY with `shard` (JSON, `null` for none).
async fn identify_raw(
    discord: &FakeDiscord,
    shard: Value,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let (mut ws, _) = tokio_tungstenite::connect_async(discord.gateway_url())
        .await
        .expect("connects");
    let hello = ws.next().await.expect("a frame").expect("HELLO");
    assert!(hello.to_text().expect("text").contains("\"op\":10"));
    let identify = json!({"op": 2, "d": {
        "token": format!("Bot {}", discord.token()), "intents": 1 | 512, "shard": shard,
        "properties": {"os": "linux", "browser": "test", "device": "test"}}});
    ws.send(Message::Text(identify.to_string().into()))
        .await
        .expect("sends");
    ws
}

/// The next dispatch `(event, d)` on `ws`, or the close code it ended with.
async fn next_event(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Result<(String, Value), u16> {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    loop {
        let frame = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("a frame in time");
        match frame {
            Some(Ok(Message::Text(text))) => {
                let v: Value = serde_json::from_str(&text).expect("JSON");
                if v["op"] == 0 {
                    return Ok((v["t"].as_str().unwrap_or("").to_string(), v["d"].clone()));
                }
            }
            Some(Ok(Message::Close(frame))) => return Err(frame.map_or(1005, |f| f.code.into())),
            Some(Ok(_)) => {}
            _ => return Err(1006),
        }
    }
}

/// Sharding as Discord's documentation says: `shard: [id, count]` in IDENTIFY, each session gets
/// READY and GUILD_CREATE for the servers with `(guild_id >> 22) % count == id` and every event
/// of a server on that shard only, direct messages on shard 0; an invalid shard is closed with
/// 4010, a shard with more servers than allowed with 4011; `GET /gateway/bot` recommends a count.
#[tokio::test]
async fn the_gateway_shards_as_discord_documents() {
    let config = FakeDiscordConfig {
        more_guilds: (0..4).map(|i| format!("Server {i}")).collect(),
        max_guilds_per_shard: 3,
        recommended_shards: 2,
        // Both shards identify at once: each in a bucket of its own.
        max_concurrency: 2,
        ..FakeDiscordConfig::default()
    };
    let discord = FakeDiscord::start_with(config).await;
    let guilds = discord.guild_ids();
    let on = |g: u64, id: u64| (g >> 22) % 2 == id;

    let mut unsharded = identify_raw(&discord, Value::Null).await;
    assert_eq!(
        next_event(&mut unsharded).await,
        Err(4011),
        "5 servers on one shard"
    );
    let mut invalid = identify_raw(&discord, json!([2, 2])).await;
    assert_eq!(next_event(&mut invalid).await, Err(4010), "shard 2 of 2");

    let mut shards = Vec::new();
    for id in 0..2u64 {
        let mut ws = identify_raw(&discord, json!([id, 2])).await;
        let (event, ready) = next_event(&mut ws).await.expect("READY");
        assert_eq!(event, "READY");
        assert_eq!(ready["shard"], json!([id, 2]));
        let mine: Vec<u64> = guilds.iter().copied().filter(|&g| on(g, id)).collect();
        let listed: Vec<u64> = (ready["guilds"].as_array().expect("guilds").iter())
            .filter_map(|g| g["id"].as_str()?.parse().ok())
            .collect();
        assert_eq!(listed, mine, "READY lists the shard's servers");
        for &g in &mine {
            let (event, created) = next_event(&mut ws).await.expect("GUILD_CREATE");
            assert_eq!(
                (event.as_str(), created["id"].clone()),
                ("GUILD_CREATE", json!(g.to_string()))
            );
        }
        shards.push((ws, mine));
    }
    for &g in &guilds {
        let data = json!({"id": "1", "guild_id": g.to_string(), "parent_id": "2", "type": 11});
        discord.dispatch("THREAD_DELETE", data).await;
    }
    let dm = json!({"channel_id": "3", "last_pin_timestamp": null});
    discord.dispatch("CHANNEL_PINS_UPDATE", dm).await;
    for (id, (ws, mine)) in shards.iter_mut().enumerate() {
        for &g in mine.iter() {
            let (event, d) = next_event(ws).await.expect("an event");
            assert_eq!(
                (event.as_str(), d["guild_id"].clone()),
                ("THREAD_DELETE", json!(g.to_string()))
            );
        }
        if id == 0 {
            let (event, _) = next_event(ws).await.expect("the DM's event");
            assert_eq!(
                event, "CHANNEL_PINS_UPDATE",
                "direct messages go to shard 0"
            );
        }
        let nothing_else = tokio::time::timeout(Duration::from_millis(200), next_event(ws)).await;
        assert!(
            nothing_else.is_err(),
            "shard {id} got only its own servers' events"
        );
    }
    let stats = discord.gateway_stats();
    assert_eq!(stats.identified, vec![(0, 2), (1, 2)]);
    let bot = reqwest::Client::new()
        .get(format!("{}/api/v10/gateway/bot", discord.api_base()))
        .header("Authorization", format!("Bot {}", discord.token()))
        .send()
        .await
        .expect("GET /gateway/bot")
        .json::<Value>()
        .await
        .expect("JSON");
    assert_eq!(bot["shards"], 2);
    assert_eq!(bot["session_start_limit"]["max_concurrency"], 2);
}

/// The next frame on `ws` that is neither HELLO nor a heartbeat ACK, as `(op, d)`.
async fn next_op(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> (u64, Value) {
    use futures_util::StreamExt;
    loop {
        let frame = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("a frame in time")
            .expect("a frame")
            .expect("no error");
        if let Ok(text) = frame.to_text() {
            let v: Value = serde_json::from_str(text).expect("JSON");
            let op = v["op"].as_u64().unwrap_or(u64::MAX);
            if op != 10 && op != 11 {
                return (op, v["d"].clone());
            }
        }
    }
}

/// Discord's identify limit: "Clients are limited by maximum concurrency when Identifying; if
/// they exceed this limit, the gateway will respond with an Opcode 9 Invalid Session", where
/// `max_concurrency` is "the number of identify requests allowed per 5 seconds" and shards
/// share it by `shard_id % max_concurrency`. Shards of different buckets identify at once; a
/// second IDENTIFY of one bucket within the window gets op 9 (not resumable) and no session,
/// and the same IDENTIFY after the window gets READY.
#[tokio::test]
async fn identifies_are_limited_per_bucket_as_discord_documents() {
    let window = Duration::from_millis(600);
    let config = FakeDiscordConfig {
        recommended_shards: 4,
        max_concurrency: 2,
        identify_window: window,
        ..FakeDiscordConfig::default()
    };
    let discord = FakeDiscord::start_with(config).await;
    let mut open = Vec::new();
    for id in 0..2u64 {
        let mut ws = identify_raw(&discord, json!([id, 4])).await;
        let (event, _) = next_event(&mut ws).await.expect("READY");
        assert_eq!(event, "READY", "shard {id}: a bucket of its own");
        open.push(ws);
    }
    let mut early = identify_raw(&discord, json!([2, 4])).await;
    assert_eq!(
        next_op(&mut early).await,
        (9, json!(false)),
        "shard 2 shares bucket 0 with shard 0, which identified within the window"
    );
    tokio::time::sleep(window).await;
    let mut later = identify_raw(&discord, json!([2, 4])).await;
    let (event, ready) = next_event(&mut later).await.expect("READY");
    assert_eq!(
        (event.as_str(), ready["shard"].clone()),
        ("READY", json!([2, 4]))
    );
    let stats = discord.gateway_stats();
    assert_eq!(stats.identified, vec![(0, 4), (1, 4), (2, 4)]);
    assert_eq!(stats.identifies_refused, 1);
    assert!(stats.identified_at[2].duration_since(stats.identified_at[0]) >= window);
}
