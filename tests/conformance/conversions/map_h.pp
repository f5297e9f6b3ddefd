notice(String(5, '%5.2.3d'))
