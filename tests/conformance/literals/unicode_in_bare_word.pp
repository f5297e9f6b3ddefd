$h = { 'ключ' => 'значение' }
notice($h['ключ'])
notice('😀'.length)
