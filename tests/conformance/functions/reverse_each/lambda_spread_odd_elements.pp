[undef, 1].reverse_each |*$r| { notice($r) }
[{ 'a' => 1, 'b' => 2 }].reverse_each |*$r| { notice($r) }
[[]].reverse_each |$a = 'default', $b = 2| { notice([$a, $b]) }
['text'].reverse_each |*$r| { notice($r) }
