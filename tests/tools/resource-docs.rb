# resource-docs.rb: writes engine/src/tools/resource_docs.def, the one-paragraph description of
# each resource type the engine knows, of each of its attributes, and of the metaparameters,
# that editors show on hover and in completion (complete's documentation, docs/api.md). The text
# is the reference's own documentation, read through its Puppet::Type (Type.doc,
# Type.attrclass(name).doc, Type.metaparamclass(name).doc, as `puppet describe` prints it): the
# built-in types of engine/src/types/resource_types.def and the module types of
# engine/src/types/module_types.def, loaded with the module path (the types Puppet 7 moved to
# modules, cron, host, mount, augeas, sshkey, ..., come from Debian's *-core module packages).
# Puppet and the modules are Apache-2.0 licensed; the paragraphs are quoted from them. Run by
# hand where the reference is installed (CI has no reference: the output is checked in).
#
#   ruby tests/tools/resource-docs.rb [MODULEPATH] > engine/src/tools/resource_docs.def
require 'puppet'

MAX_CHARS = Integer(ENV['MAX_CHARS'] || 400)
ROOT = File.expand_path('../..', __dir__)
METAPARAMS = %w[noop schedule audit loglevel alias tag require subscribe before notify stage].freeze

# The first paragraph of a documentation text as plain text: the text after @summary when there
# is one, else the first block; markdown links, emphasis and line breaks gone, cut at a sentence
# end before MAX_CHARS.
def first_paragraph(doc)
  return '' unless doc
  lines = doc.lines.map(&:strip)
  i = lines.index { |l| l.start_with?('@summary') }
  lines = [lines[i].sub('@summary', '').strip] + lines[(i + 1)..] if i
  lines.shift while lines.first && lines.first.empty?
  out = []
  lines.each do |l|
    break if l.empty? || l.start_with?('@') || l.start_with?('```')
    out << l
  end
  text = out.join(' ')
  text = text.gsub(/\[([^\]]+)\]\([^)]*\)/, '\1').gsub(/\*\*([^*]+)\*\*/, '\1')
  text = text.gsub(/\\([*_`\\])/, '\1').gsub(/\s+/, ' ').strip
  if text.length > MAX_CHARS
    cut = text.rindex('. ', MAX_CHARS)
    text = cut && cut > 0 ? text[0..cut] : "#{text[0, MAX_CHARS].rstrip}…"
  end
  text
end

def c_string(text)
  '"' + text.gsub('\\', '\\\\\\\\').gsub('"', '\\"') + '"'
end

# The type names of a .def's X(...) lines: the first string (resource_types.def) or the second
# (module_types.def, whose first is the module).
def def_names(file, field)
  File.readlines(File.join(ROOT, file)).grep(/^X\(/).map { |l| l.scan(/"([^"]*)"/)[field][0] }
end

modulepath = ARGV[0] || '/usr/share/puppet/modules'
Puppet.initialize_settings(['--modulepath', modulepath])
env = Puppet.lookup(:environments).get('production')
# each module's lib on Ruby's load path, as in a compile (module-types.rb does the same)
env.modules.each { |m| $LOAD_PATH << m.plugin_directory.sub(%r{/puppet\z}, '') if m.plugins? }
rows = []
Puppet.override(current_environment: env) do
  METAPARAMS.each do |name|
    rows << ['', name, 'metaparameter', first_paragraph(Puppet::Type.metaparamclass(name.to_sym).doc)]
  end
  names = def_names('engine/src/types/resource_types.def', 0) + def_names('engine/src/types/module_types.def', 1)
  names.uniq.each do |name|
    type = begin
      Puppet::Type.type(name.to_sym)
    rescue StandardError, LoadError => e
      warn "#{name}: left out (#{e.message.lines.first.strip})"
      nil
    end
    unless type
      warn "#{name}: left out (the reference does not know it)"
      next
    end
    keys = type.key_attributes.map(&:to_s)
    rows << [name, '', 'type', first_paragraph(type.doc)]
    (type.validproperties.map(&:to_s) + type.parameters.map(&:to_s)).uniq.each do |attr|
      kind = if keys.include?(attr) then 'namevar'
             elsif type.attrtype(attr.to_sym) == :property then 'property'
             else 'parameter'
             end
      rows << [name, attr, kind, first_paragraph(type.attrclass(attr.to_sym).doc)]
    end
  end
end
puts <<~HEAD
  /* resource_docs.def: the one-paragraph description of each resource type the engine knows (its
   * row has an empty attribute), of each of its attributes and of the metaparameters (their rows
   * have an empty type), quoted from the reference's own documentation (Puppet 7.23 and Debian's
   * module packages, Apache-2.0) as its Puppet::Type reads it, first paragraph, plain text, cut
   * at a sentence before #{MAX_CHARS} characters. X(type, attribute, kind, paragraph), kind being
   * type, namevar, property, parameter or metaparameter, in (type, attribute) order. Written by
   * tests/tools/resource-docs.rb; do not edit. */
HEAD
rows.sort_by { |r| [r[0], r[1]] }.each do |type, attr, kind, text|
  puts "X(#{c_string(type)}, #{c_string(attr)}, #{c_string(kind)}, #{c_string(text)})"
end
