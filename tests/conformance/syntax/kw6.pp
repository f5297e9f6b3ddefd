$h = {class => 1, define => 2, if => 3, node => 4}
notice($h)
