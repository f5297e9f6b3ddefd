# to_yaml in a template: Psych's dump of the value, as stdlib's to_yaml writes it
$config = { 'output' => { 'hosts' => ['localhost:5044', 9200], 'ssl' => true }, 'empty' => {}, 'none' => undef, 'n' => 1.5 }
notice(inline_template('<%= @config.to_yaml %>'))
notice(inline_template('<%= [1, "two", nil, [true]].to_yaml %>'))
notice(inline_template('<%= "multi\nline".to_yaml %>'))
