create_resources('::notify', {'x' => {}})
notice('ok')
