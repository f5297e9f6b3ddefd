notice(Error[default, 'x'])
