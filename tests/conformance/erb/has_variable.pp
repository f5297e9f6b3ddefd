$x = 1
$u = undef
notice(inline_template('<%= has_variable?("x") %> <%= has_variable?("u") %> <%= has_variable?("nope") %> <%= defined?(@x).inspect %> <%= defined?(@u).inspect %>'))
