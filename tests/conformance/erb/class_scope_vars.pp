class foo($p = 'pv') {
  $v = 'local'
  notice(inline_template('<%= @p %> <%= @v %> <%= @top %> <%= @name %> <%= @title %>'))
}
$top = 'T'
include foo
