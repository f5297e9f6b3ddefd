notice($settings::environment)
notice($environment)
notice($settings::strict_variables)
