notice($settings::noop)
notice($settings::environment, $settings::strict_variables, $settings::strict)
