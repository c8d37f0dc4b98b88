//! Render payloads ([`canasta_wording::payload`]) to serenity builders. Every message states its
//! allowed mentions: nobody, or the one user a post pings.

use crate::pictures::Attached;
use canasta_wording::payload::{ButtonStyle, Components, Embed, Message, Row};
use poise::serenity_prelude as serenity;

/// An embed.
pub fn embed(e: &Embed) -> serenity::CreateEmbed {
    let mut out = serenity::CreateEmbed::new().colour(e.colour.0);
    if !e.title.is_empty() {
        out = out.title(&e.title);
    }
    if !e.description.is_empty() {
        out = out.description(&e.description);
    }
    for (name, value, inline) in &e.fields {
        out = out.field(name, value, *inline);
    }
    if let Some(footer) = &e.footer {
        out = out.footer(serenity::CreateEmbedFooter::new(footer));
    }
    out
}

/// The message's embeds; with a `picture`, the last one shows it.
fn embeds(m: &Message, picture: Option<&Attached>) -> Vec<serenity::CreateEmbed> {
    let mut out: Vec<serenity::CreateEmbed> = m.embeds().iter().map(embed).collect();
    // Only with a picture: `out.pop()` in a tuple pattern would drop the last embed of every
    // message without one.
    if let Some(picture) = picture {
        if let Some(last) = out.pop() {
            out.push(last.attachment(picture.file));
        }
    }
    out
}

/// The picture as an uploaded file.
fn file(picture: &Attached) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(picture.png.clone(), picture.file)
        .description(picture.alt.clone())
}

fn style(s: ButtonStyle) -> serenity::ButtonStyle {
    match s {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    }
}

/// Action rows.
pub fn rows(c: &Components) -> Vec<serenity::CreateActionRow> {
    c.rows
        .iter()
        .map(|row| match row {
            Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        serenity::CreateButton::new(&b.custom_id)
                            .label(&b.label)
                            .style(style(b.style))
                            .disabled(b.disabled)
                    })
                    .collect(),
            ),
            Row::Select(s) => {
                let options = s
                    .options
                    .iter()
                    .map(|(label, value, description)| {
                        let option = serenity::CreateSelectMenuOption::new(label, value);
                        match description.as_deref().filter(|d| !d.is_empty()) {
                            Some(d) => option.description(d),
                            None => option,
                        }
                    })
                    .collect();
                let kind = serenity::CreateSelectMenuKind::String { options };
                serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(&s.custom_id, kind)
                        .placeholder(&s.placeholder)
                        .min_values(s.min)
                        .max_values(s.max),
                )
            }
        })
        .collect()
}

/// Allowed mentions: only `ping`, if any.
pub fn mentions(ping: Option<u64>) -> serenity::CreateAllowedMentions {
    let none = serenity::CreateAllowedMentions::new();
    match ping {
        Some(user) => none.users(vec![serenity::UserId::new(user)]),
        None => none,
    }
}

/// A poise reply (a slash command's answer).
pub fn reply(m: &Message) -> poise::CreateReply {
    reply_with(m, None)
}

/// A poise reply with `picture` attached and shown in its last embed.
pub fn reply_with(m: &Message, picture: Option<&Attached>) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .ephemeral(m.ephemeral())
        .components(rows(m.components()))
        .allowed_mentions(mentions(None));
    if !m.content().is_empty() {
        out = out.content(m.content());
    }
    for e in embeds(m, picture) {
        out = out.embed(e);
    }
    match picture {
        Some(picture) => out.attachment(file(picture)),
        None => out,
    }
}

/// An interaction response message (new, or replacing the clicked message: then every part
/// is set, so nothing of the old view stays, its attachments neither).
pub fn response(m: &Message, replacing: bool) -> serenity::CreateInteractionResponseMessage {
    response_with(m, replacing, None)
}

/// [`response`] with `picture` attached and shown in the last embed.
pub fn response_with(
    m: &Message,
    replacing: bool,
    picture: Option<&Attached>,
) -> serenity::CreateInteractionResponseMessage {
    let mut out = serenity::CreateInteractionResponseMessage::new()
        .embeds(embeds(m, picture))
        .files(picture.map(file))
        .components(rows(m.components()))
        .allowed_mentions(mentions(None));
    if replacing || !m.content().is_empty() {
        out = out.content(m.content());
    }
    if !replacing {
        out = out.ephemeral(m.ephemeral());
    }
    out
}

/// A followup (after a deferral), with `picture` attached and shown in the last embed.
pub fn followup(
    m: &Message,
    picture: Option<&Attached>,
) -> serenity::CreateInteractionResponseFollowup {
    let mut out = serenity::CreateInteractionResponseFollowup::new()
        .ephemeral(m.ephemeral())
        .embeds(embeds(m, picture))
        .files(picture.map(file))
        .components(rows(m.components()))
        .allowed_mentions(mentions(None));
    if !m.content().is_empty() {
        out = out.content(m.content());
    }
    out
}

/// An edit of the interaction's original message (after a deferral) into `m`: every part is
/// set, its attachments too (`picture`, shown in the last embed, or none), so no picture of
/// an older view stays.
pub fn edit(m: &Message, picture: Option<&Attached>) -> serenity::EditInteractionResponse {
    let out = serenity::EditInteractionResponse::new()
        .content(m.content())
        .embeds(embeds(m, picture))
        .components(rows(m.components()))
        .allowed_mentions(mentions(None))
        .clear_attachments();
    match picture {
        Some(picture) => out.new_attachment(file(picture)),
        None => out,
    }
}

/// A message posted in a channel, pinging at most `ping`.
pub fn channel_message(m: &Message, ping: Option<u64>) -> serenity::CreateMessage {
    let mut out = serenity::CreateMessage::new()
        .embeds(embeds(m, None))
        .components(rows(m.components()))
        .allowed_mentions(mentions(ping));
    if !m.content().is_empty() {
        out = out.content(m.content());
    }
    out
}

/// An edit of a message the bot posted in a channel into `m`: every part is set.
pub fn channel_edit(m: &Message) -> serenity::EditMessage {
    serenity::EditMessage::new()
        .content(m.content())
        .embeds(embeds(m, None))
        .components(rows(m.components()))
        .allowed_mentions(mentions(None))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_embeds() -> Message {
        Message::default().with_embeds(vec![Embed::new("first"), Embed::new("second")])
    }

    /// A message without a picture keeps every embed; with one, the last embed shows it.
    #[test]
    fn embeds_are_kept_with_and_without_a_picture() {
        assert_eq!(embeds(&two_embeds(), None).len(), 2);
        let picture = Attached {
            file: "hand.png",
            png: vec![1, 2, 3],
            alt: "Picture of your hand: K K".into(),
        };
        let shown = embeds(&two_embeds(), Some(&picture));
        assert_eq!(shown.len(), 2);
        let (first, last) = (format!("{:?}", shown[0]), format!("{:?}", shown[1]));
        assert!(last.contains("attachment://hand.png"), "{last}");
        assert!(!first.contains("attachment://"), "{first}");
        let uploaded = format!("{:?}", file(&picture));
        assert!(uploaded.contains("Picture of your hand: K K"), "{uploaded}");
    }
}
