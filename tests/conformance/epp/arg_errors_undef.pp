notice(inline_epp('a', undef))
