# One object across templates: what a template adds is the same object in the next one, and
# template calls within a template see the change at once.
$list = []
$x1 = inline_template('<% @list << { "alias" => "/cgi-bin" } %>')
$x2 = inline_template('<% @list[0]["path"] = "/usr/lib/cgi-bin" %><%= @list.length %>')
notice($list)
notice($x2)
$inner = '<% @list << 2 %>'
$x3 = inline_template('<% @list << 1 %><%= scope.function_inline_template([@inner]) %><%= @list %>')
notice($x3)
notice($list)
$x4 = inline_template('<% scope["list"] << 3; scope.lookupvar("list") << 4 %><%= scope.to_hash["list"].length %>')
notice($x4)
notice($list)
$x5 = inline_template('<% l = @list; l.delete(1); l.delete(2) %>', '<%= @list %>')
notice($x5)
