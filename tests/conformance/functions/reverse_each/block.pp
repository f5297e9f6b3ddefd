[1, 2, 3].reverse_each |$x| { notice($x) }
notice([1, 2].reverse_each |$x| { } =~ Undef)
{a => 1, b => 2}.reverse_each |$kv| { notice($kv) }
'abc'.reverse_each |$c| { notice($c) }
3.reverse_each |$x| { notice($x) }
