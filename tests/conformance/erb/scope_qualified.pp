class foo { $v = 'fv'
 $n = undef }
include foo
notice(inline_template("<%= scope['foo::v'] %>|<%= scope['::foo::v'] %>|<%= scope['foo::n'].inspect %>|<%= scope['foo::nope'].inspect %>|<%= scope['bar::x'].inspect %>"))
