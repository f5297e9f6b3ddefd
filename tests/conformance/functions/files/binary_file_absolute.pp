notice(binary_file('/nonexist'))
