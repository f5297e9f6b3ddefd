notice(inline_epp('a <%= $x %>', 'nohash'))
