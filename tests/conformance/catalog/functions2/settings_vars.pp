notice($settings::environment)
notice($settings::strict_variables)
notice(defined('$settings::environment'))
