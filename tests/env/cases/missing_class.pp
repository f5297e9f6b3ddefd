include nomod
