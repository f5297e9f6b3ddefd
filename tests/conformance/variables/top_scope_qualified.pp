$x = 'top'
notice($::x)
