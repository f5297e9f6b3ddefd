# The reference hands the facts and $trusted to templates deep-frozen, also as the top-scope
# variable of each fact and as a variable holding a part of them; a copy made in Puppet is not.
$x = inline_template('<%= @facts.frozen? %> <%= @facts["os"].frozen? %> <%= @os["release"].frozen? %> <%= @trusted.frozen? %> <%= @os.frozen? %>')
notice($x)
$rel = $facts['os']['release']
$merged = $facts['os'] + { 'extra' => 1 }
$y = inline_template('<%= @rel.frozen? %> <%= @merged.frozen? %><% @merged["more"] = 2 %>')
notice($y)
notice($merged)
$z = inline_template('<% begin; @os["release"]["full"] = "x"; rescue => e %><%= e.class %><% end %>')
notice($z)
notice($os)
$w = inline_template('<% @facts["custom_x"] = 1 %>')
