# Issue 26's first program: a million iterations that each make 1.5 KB of data and keep none.
Integer[1, 1000000].each |$i| { $s = sprintf('%0500d', $i) $t = [$s, $s, $i] }
$last = Integer[1, 3].map |$i| { $s = sprintf('%05d', $i) [$s, $s, $i] }
notice($last)
