notice(Error[default])
