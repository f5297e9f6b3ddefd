notice($settings::environment)
