notice(downcase({ true => 'A' }))
