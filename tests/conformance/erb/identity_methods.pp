# The mutating methods of Array and Hash on Puppet values, and what Puppet sees afterwards.
$a = [3, 1, 2]
$x1 = inline_template('<% @a.push(4); @a.unshift(0); @a.insert(2, 9); @a.concat([7, 8]) %>')
notice($a)
$x2 = inline_template('<% @a.delete(9); @a.delete_at(0); @a.pop; @a.shift; @a[0] = "z" %>')
notice($a)
$b = [2, undef, 1, [3, [4]], 2]
$x3 = inline_template('<% @b.compact!; @b.flatten!; @b.uniq!; @b.sort!; @b.map! { |v| v * 10 } %>')
notice($b)
$c = [1, 2, 3, 4, 5, 6]
$x4 = inline_template('<% @c.select! { |v| v > 1 }; @c.reject! { |v| v == 4 }; @c.delete_if { |v| v == 6 }; @c.reverse! %>')
notice($c)
$d = [1]
$x5 = inline_template('<% @d.replace([5, 6]) %>')
notice($d)
$h = { 'a' => 1 }
$y1 = inline_template('<% @h.merge!({ "b" => 2 }); @h.store("c", 3); @h.update("d" => [4]) %>')
notice($h)
$y2 = inline_template('<% @h["d"] << :sym; @h[:k] = nil; @h.delete("a") %>')
notice($h)
$y3 = inline_template('<% @h.reject! { |k, v| k == "b" }; @h.select! { |k, v| k != "c" } %>')
notice($h)
$y4 = inline_template('<% @h.clear %>')
notice($h)
$i = { 'x' => 1 }
$y5 = inline_template('<% @i.replace({ "y" => [1, { "z" => 2 }] }) %>')
notice($i)
