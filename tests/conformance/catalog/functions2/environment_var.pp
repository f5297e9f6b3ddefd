notice($environment)
notice($::environment)
