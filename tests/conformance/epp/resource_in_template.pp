notice(inline_epp('<% notify { "from template": } %>done'))
