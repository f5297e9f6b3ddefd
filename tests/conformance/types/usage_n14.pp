notice({Integer => 'int', String => 'str'}[Integer])
