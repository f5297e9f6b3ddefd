notice({if => 1})
