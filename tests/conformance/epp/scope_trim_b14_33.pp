notice(inline_epp("%> loose"))
