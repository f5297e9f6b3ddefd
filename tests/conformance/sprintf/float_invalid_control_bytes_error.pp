# Kernel#Float's message shows the bytes of the text: a control byte as \xNN, not \uNNNN
notice(sprintf('%f', "\u0001é"))
