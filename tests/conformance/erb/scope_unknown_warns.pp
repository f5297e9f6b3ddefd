notice(inline_template("<%= scope['nope'].inspect %> <%= scope['nope'].inspect %> <%= scope.lookupvar('other').inspect %>"))
