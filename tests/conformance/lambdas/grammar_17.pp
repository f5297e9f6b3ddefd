notice({class => 1})
