notice(inline_epp('a', {'::x' => 1}))
