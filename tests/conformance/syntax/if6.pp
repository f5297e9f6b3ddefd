if 'false' { notice(truthy) }
if '' { notice(empty) } else { notice(emptyfalse) }
if undef { } else { notice(undeffalse) }
