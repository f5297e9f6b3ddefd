define foo::bar($p = 'pv') {
  notice(inline_template('<%= @p %> <%= @name %> <%= @title %>'))
}
foo::bar { 'one': p => 'given' }
