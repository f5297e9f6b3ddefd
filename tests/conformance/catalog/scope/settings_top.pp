notice($settings::environment)
notice($environment)
