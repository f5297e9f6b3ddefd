notice(sprintf('%p', '#$x #@x #x'))
