create_resources('@@notify', { 'e' => {} })
notice('done')
