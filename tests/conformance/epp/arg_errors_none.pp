notice(inline_epp())
