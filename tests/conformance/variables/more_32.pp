notice($settings::nope)
