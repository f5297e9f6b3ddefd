notice(inline_template())
