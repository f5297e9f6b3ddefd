# Interpolation and String(..., format) in loops; string building with reduce.
$line = Integer[1, 4000].reduce('') |$s, $i| { "${s}${$i % 10}" }
$formatted = Integer[1, 4000].map |$i| { String($i, '%05d') }
$hexes = Integer[1, 4000].map |$i| { sprintf('%x-%o-%.2f', $i, $i, $i / 7.0) }
$joined = $formatted.join(',')
$templ = Integer[1, 3000].map |$i| { "item ${i}: ${$i * 2} (${$i % 3 ? { 0 => 'zero', default => 'other' }})" }
$sizes = $templ.reduce(0) |$acc, $s| { $acc + $s.length }
$upper = $templ.map |$s| { upcase($s) }.join('').length
$arr = String([1, 2.5, 'three', { 'a' => [true, undef] }], '%p')
$up = Integer[1, 2000].map |$i| { String({ 'n' => $i, 'l' => [$i, "${i}"] }) }.join('|')
notice("line=${line.length} joined=${joined.length} hexes=${hexes[-1]} sizes=${sizes} upper=${upper} arr=${arr} up=${md5($up)}")
