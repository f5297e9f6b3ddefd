include filemapper
notice('filemapper compiled')
