notice(sprintf('%8.2p|', 'abcdef'))
