notice("hello".group_by |$c| { $c })
