notice('a\'b\\c\nd')
